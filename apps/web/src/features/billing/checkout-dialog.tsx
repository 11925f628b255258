import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import type { InvoiceDTO, PixChargeDTO, SubscriptionStatusDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { applyFieldErrors } from '../../lib/form-errors';
import { useIsPhone } from '../../lib/use-is-phone';
import { billingApi } from './billing-api';
import { CheckoutDataStep } from './checkout-data-step';
import {
  CHECKOUT_FIELDS,
  checkoutFormSchema,
  initialCheckoutValues,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form';
import { CheckoutPlanStep } from './checkout-plan-step';
import { CheckoutReviewStep } from './checkout-review-step';
import { PixScreen } from './pix-screen';
import { usePaymentDone } from './use-payment-done';

const STEPS = ['data', 'plan', 'review'] as const;

interface CheckoutDialogProps {
  /** The invoice paid; null: the company's current one ('Assine Agora!'). */
  invoice: InvoiceDTO | null;
  billing?: SubscriptionStatusDTO['billing'];
  onClose: () => void;
}

/**
 * The checkout of spec 2 §2/§4: steps Dados, Personalizar, Revisar, starting at the plan;
 * PAGAR asks for the Pix charge and shows its screen, and the payment's confirmation renews.
 */
export function CheckoutDialog({ invoice, billing, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const plan = useCurrentUser().company?.plan ?? null;
  const [step, setStep] = useState(1);
  const [pix, setPix] = useState<PixChargeDTO | null>(null);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: initialCheckoutValues(billing),
  });
  usePaymentDone(onClose);
  const values = form.watch();
  const dataValid = checkoutFormSchema.safeParse(values).success;

  const pay = useMutation({
    mutationFn: (values: CheckoutFormValues) =>
      billingApi.subscribe({ ...values, invoiceId: invoice?.id }),
    onSuccess: (charge) => {
      setPix(charge);
      toastSuccess(t('billing.checkout.success'));
    },
    onError: (err) => {
      if (applyFieldErrors(err, form.setError, CHECKOUT_FIELDS)) setStep(0);
      else toastError(err);
    },
  });

  const next = async () => {
    if (step === 0 && !(await form.trigger())) return;
    if (step < STEPS.length - 1) return setStep(step + 1);
    // PAGAR: the data must hold; otherwise back to its step, showing what is missing
    await form.handleSubmit(
      (values) => pay.mutate(values),
      () => setStep(0),
    )();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
      aria-labelledby="checkout-title"
    >
      <DialogTitle id="checkout-title">{t('billing.checkout.title')}</DialogTitle>
      <DialogContent dividers>
        {pix ? (
          <PixScreen pix={pix} />
        ) : (
          <>
            <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
              {STEPS.map((s, i) => (
                // the checkout opens past Dados: its ✓ means its data holds, not that it was seen
                <Step key={s} completed={i === 0 ? step > 0 && dataValid : i < step}>
                  <StepLabel>{t(`billing.checkout.steps.${s}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            <Box sx={{ maxWidth: 720, mx: 'auto' }}>
              {step === 0 && <CheckoutDataStep control={form.control} />}
              {step === 1 && (
                <CheckoutPlanStep
                  plan={plan}
                  value={invoice?.value ?? null}
                  onSelect={() => setStep(2)}
                />
              )}
              {step === 2 && <CheckoutReviewStep values={values} plan={plan} invoice={invoice} />}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {pix ? (
          <Button onClick={onClose}>{t('billing.checkout.close')}</Button>
        ) : (
          <>
            <Button disabled={step === 0 || pay.isPending} onClick={() => setStep(step - 1)}>
              {t('billing.checkout.back')}
            </Button>
            <Button variant="contained" disabled={pay.isPending} onClick={() => void next()}>
              {step === STEPS.length - 1 ? t('billing.checkout.pay') : t('billing.checkout.next')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
