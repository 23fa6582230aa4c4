/**
 * Make Intro form (SPEC.md section 5): the receiver (attorney, provider or sub-facility) is required and the
 * introduction is required, max 1500 ('This field is required'); the optional file is checked apart
 * (introFileError) because it is a browser File.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES, format } from '../messages.ts';
import { requiredString } from './common.ts';

export const makeIntroSchema = z.object({
  receiver: requiredString(MESSAGES.thisFieldRequired),
  introduction: requiredString(MESSAGES.thisFieldRequired, LIMITS.introductionMaxLength),
  onBehalfOf: z.string().nullish(),
});

export type MakeIntroInput = z.input<typeof makeIntroSchema>;
export type MakeIntroValues = z.output<typeof makeIntroSchema>;

/** Characters left for the introduction (the remaining-count display). */
export function introductionRemaining(text: string): number {
  return LIMITS.introductionMaxLength - text.length;
}

/** The optional intro file: max LIMITS.introFileMaxMb megabytes (the spec's unit-less 30). */
export function introFileError(file: { size: number } | null | undefined): string | null {
  if (!file) return null;
  return file.size > LIMITS.introFileMaxMb * 1024 * 1024
    ? format(MESSAGES.fileTooLarge, { max: LIMITS.introFileMaxMb })
    : null;
}
