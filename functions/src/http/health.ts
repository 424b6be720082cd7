// GET /health: liveness probe. Minimal request/response shapes keep it framework-free;
// the Express objects that onRequest passes satisfy them.
export interface HealthRequest {
  method: string;
}

export interface HealthResponse {
  status(code: number): HealthResponse;
  set(field: string, value: string): HealthResponse;
  json(body: unknown): unknown;
}

export interface HealthBody {
  ok: true;
  service: 'spinbook-functions';
  time: string;
}

export const SERVICE_NAME = 'spinbook-functions';

export function handleHealth(
  req: HealthRequest,
  res: HealthResponse,
  now: () => Date = () => new Date(),
): void {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'GET') {
    res
      .set('Allow', 'GET')
      .status(405)
      .json({
        ok: false,
        error: {
          code: 'method-not-allowed',
          message: `Method ${req.method} not allowed; use GET.`,
        },
      });
    return;
  }
  const body: HealthBody = { ok: true, service: SERVICE_NAME, time: now().toISOString() };
  res.status(200).json(body);
}
