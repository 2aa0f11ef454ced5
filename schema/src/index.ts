export * from './messages.js';
export * from './limits.js';
export * from './credit-packages.js';
export * from './remotes.js';
export * from './ui.js';
export * from './gap.js';
export * from './api-tokens.js';
export * from './structured-answers.js';
