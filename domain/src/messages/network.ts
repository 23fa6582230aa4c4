/**
 * The network's intros: SPEC.md's sentences, word for word (shared/spec/messages.txt).
 */
export const NETWORK_MESSAGES = {
  introSent: 'Intro sent successfully',
  introLimitReached:
    'Oops! Looks like you have reached your limit of Intros for this month. Please wait for the next month to start so you can Make Intros again.',
} as const;
