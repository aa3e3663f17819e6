import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Image.css';
import { Box, Center, Image, Loader, Overlay } from '@mantine/core';
import { PageLoading } from '../../edge/pageLoading';
import { t } from '../../i18n';

/**
 * Spec 1 §2.4 and §4: a full-screen overlay while the logo and title load. The page renders
 * underneath, so the overlay costs no time of its own.
 */
export function Splash() {
  const loading = PageLoading.useSelector((snapshot) => snapshot.matches('loadingBranding') && !snapshot.context.splashDismissed);
  const loaderImage = PageLoading.useSelector((snapshot) => (snapshot.context.loaderImageFailed ? '' : (snapshot.context.logo?.loaderLogo ?? '')));
  const pageLoading = PageLoading.useActorRef();
  if (!loading) return null;
  const site = t('site.name');
  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={1} color="#141826" data-testid="splash">
      <Center h="100%" role="status" aria-label={t('splash.loading', { site })}>
        {loaderImage ? (
          <Image
            src={loaderImage}
            alt={t('splash.imageAlt', { site })}
            w={160}
            h={160}
            fit="contain"
            data-testid="splash-image"
            onError={() => pageLoading.send({ type: 'splash.imageFailed' })}
          />
        ) : (
          <Box data-testid="splash-dots">
            <Loader type="dots" size="lg" color="gold" />
          </Box>
        )}
      </Center>
    </Overlay>
  );
}
