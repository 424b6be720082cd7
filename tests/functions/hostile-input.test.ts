// Raw callable requests the reliability suite's hostile-payloads scenario found answered
// `internal`: data the protocol's decoder chokes on ("@type" objects) and tokens that decode
// to no uid in the emulator. Against the Functions emulator, with the protocol spoken by hand.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from './helpers';

const ORIGIN = 'http://127.0.0.1:5001';
const LONG = 'type.googleapis.com/google.protobuf.Int64Value';

async function post(
  name: string,
  body: string,
  token?: string,
): Promise<{ status: number; code: string | undefined }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${ORIGIN}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers,
    body,
  });
  const json = (await res.json()) as { error?: { status?: string } };
  return { status: res.status, code: json.error?.status };
}

describe('data the callable protocol cannot decode', () => {
  it.each([
    ['lookupUser', '{"data":{"@type":"x"}}'],
    ['lookupUser', `{"data":{"email":{"@type":"${LONG}","value":"abc"}}}`],
    ['revokeSessions', '{"data":{"@type":"type.googleapis.com/google.protobuf.Any"}}'],
    ['transitionBooking', `{"data":{"bookingId":"x","action":[{"@type":"x"}]}}`],
  ])('%s %s is invalid-argument, not internal', async (name, body) => {
    expect(await post(name, body)).toEqual({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('still decodes a 64-bit integer as the protocol defines', async () => {
    // {"@type": Int64Value} is a number to the handler: revokeSessions refuses it as an argument.
    expect(await post('revokeSessions', `{"data":{"n":{"@type":"${LONG}","value":"5"}}}`)).toEqual({
      status: 400,
      code: 'INVALID_ARGUMENT',
    });
  });
});

describe('a token that decodes to no uid (the emulator does not verify tokens)', () => {
  const jwt = (payload: unknown) =>
    `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

  it.each([
    ['not a JWT', 'forged-token'],
    ['a JWT without a subject', jwt({ iss: 'https://forged.example' })],
  ])('%s is unauthenticated, not internal', async (_label, token) => {
    for (const [name, data] of [
      ['updateDisplayName', { displayName: 'Forged Name' }],
      ['systemHealth', {}],
      ['setUserRole', { uid: 'a'.repeat(28), role: 'admin' }],
      ['setAutoAccept', { enabled: false }],
    ] as const) {
      expect(await post(name, JSON.stringify({ data }), token)).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });
});
