/** A small client for calling the running app over HTTP the way browsers and integrators do. */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private token?: string,
  ) {}

  withToken(token: string | undefined): ApiClient {
    return new ApiClient(this.baseUrl, token);
  }

  get<T = any>(path: string, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return this.request('GET', path, undefined, headers);
  }

  post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return this.request('POST', path, body, headers);
  }

  delete<T = any>(path: string): Promise<ApiResponse<T>> {
    return this.request('DELETE', path);
  }

  /** A GraphQL operation over HTTP POST; answers the whole `{ data, errors }` body. */
  gql(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<ApiResponse> {
    return this.post('/graphql', { query, variables }, headers);
  }

  async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.token) h.authorization = `Bearer ${this.token}`;
    if (body !== undefined) {
      if (body instanceof FormData || typeof body === 'string') init.body = body as FormData | string;
      else {
        init.body = JSON.stringify(body);
        h['content-type'] ??= 'application/json';
      }
    }
    const res = await fetch(`${this.baseUrl}${path}`, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
}
