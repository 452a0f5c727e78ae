/** One SSE frame; `data` is serialized here, once per frame. */
export function formatEvent(id: number, type: string, data: unknown): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
