/** Reads a request body as JSON, falling back to the raw text (legacy bare base64 bodies). */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.trim();
  }
}
