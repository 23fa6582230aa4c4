/**
 * Errors Node's HTTP parser raises before Express runs (headers over 16 KB, a malformed request line):
 * answered as JSON `{ error, message }` like every other error, instead of Node's empty body.
 */
import type { Socket } from 'node:net';
import { MESSAGES } from '@casebridge/domain';
import { ApiError } from '../core/errors.ts';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/** The answer for one parser error code: 431 for headers too large, 400 otherwise. */
export function clientErrorResponse(code: unknown): string {
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(new ApiError(status, 'bad_request', MESSAGES.invalidInput).toBody());
  return [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The http server's 'clientError' listener. */
export function handleClientError(error: Error & { code?: unknown }, socket: Socket): void {
  if (!socket.writable || (error.code as string) === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}
