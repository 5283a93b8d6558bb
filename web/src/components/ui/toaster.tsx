import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { layoutSizes } from '../layout/layout-sizes';

/** Toast duration and width bounds (docs/product.md §9). */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  // At the top, under the header: at the bottom they covered the lists' pager (Next) and the
  // footer, where people click next.
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
  // Below the shell's header, whose user menu sits at the same top end (1rem is zag's default).
  offsets: { top: `calc(${layoutSizes.header} + 0.75rem)`, left: '1rem', right: '1rem', bottom: '1rem' },
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // A toast that offers nothing to click lets clicks through: it shows where the page's
          // own actions are (the header's, a card's Save), and a click meant for them right after
          // a save went to the toast instead.
          <Toast.Root minW="300px" maxW="560px" width={{ md: "auto" }} pointerEvents={toast.action || toast.closable ? undefined : 'none'}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
