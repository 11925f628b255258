/** The composer's text box carries this attribute (message-input.tsx). */
export const COMPOSER_BOX = 'data-composer-box';

/**
 * sx that hides an element while someone types in the chat's composer on a phone whose
 * keyboard took the lower half of the screen: the messages keep the room (decision 0154).
 * The keyboard shrinks the page (index.html asks for `interactive-widget=resizes-content`),
 * so a short page with the composer focused means the keyboard is up; a short page alone
 * (a small phone) hides nothing, nor does a focus elsewhere (typing a tag keeps its field).
 */
export const hiddenWhileTypingOnPhone = {
  '@media (max-width: 599.95px) and (max-height: 640px)': {
    [`body:has([${COMPOSER_BOX}]:focus) &`]: { display: 'none' },
  },
} as const;
