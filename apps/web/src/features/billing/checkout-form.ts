import { subscriptionSchema, type SubscriptionStatusDTO } from '@atende/shared';
import type { z } from 'zod';

/** The data step's fields, with the spec's messages (the shared schema of POST /subscription). */
export const checkoutFormSchema = subscriptionSchema.pick({
  firstName: true,
  address2: true,
  city: true,
  state: true,
  zipcode: true,
  country: true,
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;
export const CHECKOUT_FIELDS = [
  'firstName',
  'address2',
  'city',
  'state',
  'zipcode',
  'country',
] as const;

/** The form starts from the company's billing address, when it gave one before. */
export function initialCheckoutValues(
  billing: SubscriptionStatusDTO['billing'] | undefined,
): CheckoutFormInput {
  return {
    firstName: billing?.name ?? '',
    address2: billing?.address ?? '',
    city: billing?.city ?? '',
    state: billing?.state ?? '',
    zipcode: billing?.zipcode ?? '',
    country: 'BR',
  };
}
