import { CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { formatDollars } from '@gap/schema/web';
import { cardNumberProblem, cvcProblem, expiryProblem, formatCardNumber, formatCvc, formatExpiry } from '../lib/card-input';

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

interface DemoCardFormProps {
  amount: number;
  paying: boolean;
  onPay: (cardNumber: string) => void;
  onCancel: () => void;
}

const check = (problem: (value: string | undefined) => string | undefined) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const message = problem(value);
    if (message) throw new Error(message);
  },
});

/** Number, what the list says, and how the copy button's name completes "Copy the card that …". */
const testCards = [
  ['4242 4242 4242 4242', 'succeeds', 'succeeds'],
  ['4000 0000 0000 0002', 'declined', 'is declined'],
  ['4000 0000 0000 9995', 'insufficient funds', 'has insufficient funds'],
  ['4000 0027 6000 3184', 'bank redirect, approved', 'is approved after a bank redirect'],
  ['4000 0084 0000 1629', 'bank redirect, declined', 'is declined after a bank redirect'],
  ['4000 0000 0000 7726', 'bank redirect, processing', 'stays processing after a bank redirect'],
];

/** The embedded demo provider's card form: Stripe's test cards, nothing is charged. */
export function DemoCardForm({ amount, paying, onPay, onCancel }: DemoCardFormProps) {
  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title="Demo mode - no real charge"
        description={
          <Flex vertical gap={2}>
            <Typography.Text>Use a test card with any future expiry date and any CVC:</Typography.Text>
            {testCards.map(([number, outcome, verb]) => (
              <Typography.Text key={number}>
                {/* Each copy button says which card it copies (three buttons named "Copy" told nothing apart). */}
                <Typography.Text code copyable={{ text: number.replace(/ /g, ''), tooltips: [`Copy the card that ${verb}`, 'Copied'] }}>
                  {number}
                </Typography.Text>{' '}
                {outcome}
              </Typography.Text>
            ))}
          </Flex>
        }
      />
      <Form<CardValues>
        layout="vertical"
        requiredMark={false}
        disabled={paying}
        onFinish={(values) => onPay(values.cardNumber)}
      >
        <Form.Item label="Card number" name="cardNumber" normalize={formatCardNumber} rules={[check(cardNumberProblem)]}>
          <Input
            prefix={<CreditCardOutlined />}
            placeholder="1234 1234 1234 1234"
            inputMode="numeric"
            autoComplete="cc-number"
            size="large"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Expiry" name="expiry" normalize={formatExpiry} rules={[check(expiryProblem)]}>
              <Input placeholder="MM / YY" inputMode="numeric" autoComplete="cc-exp" size="large" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="CVC" name="cvc" normalize={formatCvc} rules={[check(cvcProblem)]}>
              <Input placeholder="CVC" inputMode="numeric" autoComplete="cc-csc" size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={12} wrap>
          <Button type="primary" htmlType="submit" size="large" icon={<LockOutlined />} loading={paying} style={{ flex: 1 }}>
            Pay {formatDollars(amount)}
          </Button>
          <Button size="large" onClick={onCancel} disabled={paying}>
            Cancel
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
