// What a callable handler (called directly, not through the emulator) refused with, or 'ok'.
export interface Refusal {
  code: string;
  message: string;
  details: unknown;
}

export async function refusal(promise: Promise<unknown>): Promise<Refusal | 'ok'> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string; details?: unknown };
    return { code: String(e.code), message: String(e.message), details: e.details };
  }
  return 'ok';
}
