import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The suite shares two cores with every other workspace's tests, so a whole screen's first render
// in jsdom, or a role query over a long table, can take seconds: a find waits up to 15 s, a test
// up to 30 s. One place for every front-end package that uses this setup.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

// Test files share one module graph per worker (`isolate: false`), so Testing Library's own
// cleanup hook is registered for the first file only: every file unmounts what it rendered.
afterEach(cleanup);

// msw 3 (the component tests' HTTP mocks) uses ES2024/2025 built-ins that Node 22 has and
// Node 20.19, our minimum, lacks: the Set methods and Promise.withResolvers.
type SetMethods = {
  intersection?: (other: ReadonlySet<unknown>) => Set<unknown>;
  difference?: (other: ReadonlySet<unknown>) => Set<unknown>;
};
const setPrototype = Set.prototype as unknown as SetMethods & Set<unknown>;
setPrototype.intersection ??= function (this: Set<unknown>, other) {
  return new Set([...this].filter((value) => other.has(value)));
};
setPrototype.difference ??= function (this: Set<unknown>, other) {
  return new Set([...this].filter((value) => !other.has(value)));
};
const promiseStatics = Promise as { withResolvers?: unknown };
promiseStatics.withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
