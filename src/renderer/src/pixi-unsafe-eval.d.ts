// Pixi's polyfill for a CSP without 'unsafe-eval' ships without types; it is imported for its effect only.
declare module 'pixi.js/unsafe-eval';
