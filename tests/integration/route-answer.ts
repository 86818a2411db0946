/** What a loader or action answered, as the browser would get it: a status, the data and the headers. */
export function answer(result: unknown): { status: number; body: unknown; headers: Headers } {
  if (result instanceof Response) return { status: result.status, body: null, headers: result.headers };
  const init = (result as { init?: ResponseInit | null; data?: unknown; type?: string }) ?? {};
  if (init.type === "DataWithResponseInit") {
    return { status: init.init?.status ?? 200, body: init.data, headers: new Headers(init.init?.headers) };
  }
  return { status: 200, body: result, headers: new Headers() };
}
