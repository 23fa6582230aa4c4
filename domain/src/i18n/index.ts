export * from './languages.ts';
export * from './signInText.ts';
export * from './catalog.ts';
export * from './footerText.ts';
export * from './noticeText.ts';
