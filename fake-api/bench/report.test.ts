import { describe, expect, it } from 'vitest';
import { soakVerdict } from './report.ts';

describe('the soak verdict', () => {
  const soak = (samplesMb: number[], errors = 0) => ({
    seconds: samplesMb.length,
    rps: 100,
    errors,
    samplesMb,
  });

  it('compares the highest resident memory of the last third with the first third', () => {
    expect(soakVerdict(soak([150, 180, 200, 205, 190, 210, 200, 215, 212]))).toEqual({
      firstMb: 200,
      lastMb: 215,
      flat: true,
    });
    expect(soakVerdict(soak([150, 180, 200, 220, 230, 240, 250, 260, 270])).flat).toBe(false);
  });

  it('is not flat when a request failed', () => {
    expect(soakVerdict(soak([200, 200, 200], 1)).flat).toBe(false);
  });
});
