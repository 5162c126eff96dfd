import '@testing-library/jest-dom/vitest';

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
