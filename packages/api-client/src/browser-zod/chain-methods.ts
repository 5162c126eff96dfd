import * as z from 'zod/mini';

type Schema = z.ZodMiniType & { _zod: { def: { type: string } } };
/**
 * A check's error parameters, handed on as they came: each method's types are the full API's,
 * which already checked them where the schema is written.
 */
type Params = never;

/** Which check a size bound is on a schema of this type, as the full API picks it. */
function sizeCheck(schema: Schema, method: string): 'length' | 'value' {
  const { type } = schema._zod.def;
  if (type === 'string' || type === 'array') return 'length';
  if (type === 'number') return 'value';
  // A schema type the contract does not bound yet: fail as it is built, not while parsing.
  throw new Error(`browser zod: .${method}() on a ${type} schema`);
}

/**
 * The full API's chained methods, each the same zod/mini function or check the full API calls
 * (zod 4's `ZodType` methods in `zod/v4/classic/schemas.js`), for the methods the contract uses.
 * A schema calling another one fails to build under this zod, and with it the api-client's tests,
 * which all run with this zod too: add the method here.
 */
const chainMethods: Record<string, (this: Schema, ...args: never[]) => unknown> = {
  optional() {
    return z.optional(this);
  },
  nullable() {
    return z.nullable(this);
  },
  nullish() {
    return z.optional(z.nullable(this));
  },
  array() {
    return z.array(this);
  },
  default(value: unknown) {
    return z._default(this, value as never);
  },
  pipe(target: z.ZodMiniType) {
    return z.pipe(this, target);
  },
  transform(change: (value: unknown) => unknown) {
    return z.pipe(this, z.transform(change));
  },
  refine(check: (value: unknown) => unknown, params?: Params) {
    return this.check(z.refine(check, params));
  },
  meta(...args: [Record<string, unknown>?]) {
    if (args.length === 0) return z.globalRegistry.get(this);
    const registered = this.clone();
    z.globalRegistry.add(registered, args[0]!);
    return registered;
  },
  describe(description: string) {
    const described = this.clone();
    z.globalRegistry.add(described, { description });
    return described;
  },
  min(bound: number, params?: Params) {
    return this.check(
      sizeCheck(this, 'min') === 'length' ? z.minLength(bound, params) : z.gte(bound, params),
    );
  },
  max(bound: number, params?: Params) {
    return this.check(
      sizeCheck(this, 'max') === 'length' ? z.maxLength(bound, params) : z.lte(bound, params),
    );
  },
  length(size: number, params?: Params) {
    return this.check(z.length(size, params));
  },
  int(params?: Params) {
    return this.check(z.int(params));
  },
  positive(params?: Params) {
    return this.check(z.gt(0, params));
  },
  nonnegative(params?: Params) {
    return this.check(z.gte(0, params));
  },
  trim() {
    return this.check(z.trim());
  },
  toLowerCase() {
    return this.check(z.toLowerCase());
  },
  regex(pattern: RegExp, params?: Params) {
    return this.check(z.regex(pattern, params));
  },
  startsWith(prefix: string, params?: Params) {
    return this.check(z.startsWith(prefix, params));
  },
  email(params?: Params) {
    return this.check(z.email(params));
  },
  url(params?: Params) {
    return this.check(z.url(params));
  },
  strict() {
    return this.clone(z.util.mergeDefs(this._zod.def, { catchall: z.never() }));
  },
  extend(shape: z.core.$ZodShape) {
    return z.extend(this as never, shape);
  },
  pick(mask: Record<string, true>) {
    return z.pick(this as never, mask as never);
  },
  omit(mask: Record<string, true>) {
    return z.omit(this as never, mask as never);
  },
  partial(mask?: Record<string, true>) {
    return z.partial(this as never, mask as never);
  },
};

/**
 * Gives every zod/mini schema the chained methods: zod copies what `ZodMiniType.prototype`
 * holds onto each schema it builds (its supported way to add methods).
 */
export function installChainMethods(): void {
  Object.assign(z.ZodMiniType.prototype, chainMethods);
}
