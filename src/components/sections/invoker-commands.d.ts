import 'react';

// HTML invoker commands (https://html.spec.whatwg.org/#attr-button-commandfor), which React's types do not
// list yet: React renders them as written, lower case, so the browser runs them without any script.
declare module 'react' {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button controls. */
    commandfor?: string;
    /** What the button does to it; a <dialog> understands these. */
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
