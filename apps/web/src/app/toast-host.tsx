import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '@mui/material';
import { afterFirstScreen } from '../lib/first-screen';
import { attachToasts, subscribeToRequests, toastRequested, registerToastHost } from '../lib/toast';

registerToastHost();

const Snackbars = lazy(async () => {
  const notistack = await import('notistack');
  const { SnackbarProvider } = notistack;
  function Snackbars() {
    // on a phone the bottom holds a dialog's 'Salvar' and the composer's send: toasts go on top
    const phone = useMediaQuery('(max-width:599.95px)');
    // runs after the provider below has mounted, so the queued toasts have where to go
    useEffect(
      // read at call time: notistack sets enqueueSnackbar when its provider is created
      () => attachToasts(({ message, variant }) => notistack.enqueueSnackbar(message, { variant })),
      [],
    );
    return (
      <SnackbarProvider
        maxSnack={3}
        preventDuplicate
        autoHideDuration={4000}
        anchorOrigin={
          phone
            ? { vertical: 'top', horizontal: 'center' }
            : { vertical: 'bottom', horizontal: 'right' }
        }
      />
    );
  }
  return { default: Snackbars };
});

/** Where the toasts show; notistack loads after the first screen or with the first toast. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToRequests, toastRequested);
  const [firstScreenUp, setFirstScreenUp] = useState(false);
  useEffect(() => afterFirstScreen(() => setFirstScreenUp(true)), []);
  if (!requested && !firstScreenUp) return null;
  return (
    <Suspense fallback={null}>
      <Snackbars />
    </Suspense>
  );
}
