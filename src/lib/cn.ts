import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes override earlier ones (`px-4` then `px-2` keeps `px-2`).
 * For server components and staff screens only: tailwind-merge weighs 9 KB in the browser, so the public pages'
 * client islands (and the buttons they use) join classes with `clsx` and never pass conflicting ones; they
 * switch a look with a condition (`open ? 'bg-a' : 'bg-b'`) or a state variant (`aria-expanded:bg-a`).
 * `cn.test.ts` keeps tailwind-merge out of them.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
