/**
 * A phone or tablet, where focusing a field pops the on-screen keyboard over half the page:
 * fields there are focused only when the user taps them.
 */
export const isTouchScreen = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;
