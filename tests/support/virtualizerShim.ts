// happy-dom has no layout: give every element the size of a viewport so that a virtualized
// table (src/ui/VirtualTable, @tanstack/react-virtual) shows rows. Call it once in a describe
// block or at the top of a test file: it sets the sizes before the tests and puts them back after.
import { afterAll, beforeAll } from 'vitest';

export function withViewportSizes(size: { height: number; width: number } = { height: 600, width: 1000 }) {
  const keys = ['clientHeight', 'clientWidth'] as const;
  const saved = keys.map((k) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, k));
  beforeAll(() => {
    for (const k of keys)
      Object.defineProperty(HTMLElement.prototype, k, {
        configurable: true,
        get: () => (k === 'clientHeight' ? size.height : size.width),
      });
  });
  afterAll(() => {
    keys.forEach((k, i) => {
      const was = saved[i];
      if (was) Object.defineProperty(HTMLElement.prototype, k, was);
      else Reflect.deleteProperty(HTMLElement.prototype, k);
    });
  });
}
