import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads the real one (zod and the form's schema, the largest part of a form's
 * code) on the first validation instead of with the page. `load` runs once; later validations reuse it.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    try {
      return await (await resolver)(values, context, options);
    } catch (error) {
      // A failed chunk load (flaky network) is retried on the next submit instead of failing forever.
      resolver = undefined;
      throw error;
    }
  };
}
