import { Tooltip } from 'antd';
import { cloneElement, type CSSProperties, type ReactElement, useId } from 'react';
import { roleAtLeast, roleTooltip, type WorkspaceRole as Role } from '@gap/schema';
import type { WorkspaceRole } from '@gap/schema/graphql';

type NeededRole = Exclude<Role, 'viewer'>;

/**
 * Whether a member with `role` (the GraphQL `myRole`) may do what `needed` may (DESIGN section 6). A role not known
 * yet (still loading, or a screen outside any workspace) allows: the server decides, and refuses with FORBIDDEN.
 */
export const roleAllows = (role: WorkspaceRole | null | undefined, needed: NeededRole): boolean =>
  !role || roleAtLeast(role.toLowerCase() as Role, needed);

interface RoleGateProps {
  /** The role allows the control: it renders as it is. */
  allowed: boolean;
  needed: NeededRole;
  /** The control; refused, it gets `disabled` and the tooltip's text as its description. */
  children: ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;
  /** The control takes the whole width (a drop area, a block button). */
  block?: boolean;
  style?: CSSProperties;
}

/**
 * A control the caller's role may not use: disabled, with a tooltip saying which role it needs. A disabled control
 * gets neither pointer nor focus events, so a focusable span carries the tooltip (antd's pattern) and the text is
 * also the control's accessible description, for screen readers.
 */
export function RoleGate({ allowed, needed, children, block = false, style }: RoleGateProps) {
  const id = useId();
  if (allowed) return children;
  const reason = roleTooltip(needed);
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} data-role-gate={needed} style={{ display: block ? 'block' : 'inline-block', cursor: 'not-allowed', ...style }}>
        {cloneElement(children, { disabled: true, 'aria-describedby': id })}
        <span id={id} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
