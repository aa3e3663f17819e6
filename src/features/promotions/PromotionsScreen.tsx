import './styles';
import { Alert, Box, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PromotionSummary } from '../../../machines/promotions';
import { usePromotionsMachine, type PromotionsSend, type PromotionsSnapshot } from '../../edge/promotions';
import { useIsLoggedIn } from '../../edge/session';
import { t, useLanguage } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';
import { CategoryStrip } from './CategoryStrip';
import { PromotionCard, type CallToAction } from './PromotionCard';
import { PromotionDetails } from './PromotionDetails';
import { DEFAULT_PROMOTION_IMAGE } from './PromotionImage';
import classes from './promotions.module.css';
import { categoryLabel } from './texts';

/**
 * What a card offers: a visitor Sign Up Now, to registration (/signup on a phone, /register on desktop);
 * a logged-in player is registered already and takes a promotion by choosing it at deposit: Deposit Now.
 */
function useCallToAction(): CallToAction {
  const loggedIn = useIsLoggedIn();
  const mobile = useLayout() === 'mobile';
  if (loggedIn) return { href: '/deposit', label: t('promotions.deposit') };
  return { href: mobile ? '/signup' : '/register', label: t('promotions.signUp') };
}

/** The banner: the first promotion's image (the site's sliders have no promotion type). */
function Banner({ promotion }: { promotion: PromotionSummary | null }) {
  const language = useLanguage();
  if (!promotion) return <Box className={classes.banner} bg="dark.6" style={{ borderRadius: 8 }} aria-hidden="true" />;
  return (
    <PictureWithWords
      picture={pictureIn(language, promotion.thumbnail || DEFAULT_PROMOTION_IMAGE, promotion.artBn)}
      fallbackSrc={DEFAULT_PROMOTION_IMAGE}
      alt={t('promotions.bannerAlt', { name: captionIn(language, promotion.name, promotion.nameBn) })}
      className={classes.banner}
      layout="promotion"
      radius="md"
      loading="eager"
      data-testid="promotions-banner"
    />
  );
}

function PromotionList({ snapshot, send }: { snapshot: PromotionsSnapshot; send: PromotionsSend }) {
  const action = useCallToAction();
  const { context } = snapshot;
  if (snapshot.matches('loadingPromotions')) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('promotions.loading')} />
      </Center>
    );
  }
  if (snapshot.matches('listUnavailable')) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('promotions.listFailed')} data-testid="promotions-error">
        <Stack gap="xs" align="flex-start">
          {context.listFailure?.message ? <Text size="sm">{context.listFailure.message}</Text> : null}
          <Button size="xs" variant="light" onClick={() => send({ type: 'promotions.retryRequested' })}>
            {t('promotions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (snapshot.matches('showingNoData')) {
    return (
      <Text ta="center" py="xl" c="gray.3" data-testid="promotions-empty">
        {t('promotions.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {context.promotions.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} action={action} send={send} />
      ))}
    </SimpleGrid>
  );
}

/** /promotions (spec 2 §2 Promotions, §9): banner, category strip, the cards of the chosen category and the Details modal. */
export function PromotionsScreen() {
  const [snapshot, send] = usePromotionsMachine();
  const { category, banner } = snapshot.context;
  return (
    <Stack gap="md" maw={1280} mx="auto" w="100%" data-testid="promotions">
      <Title order={1} size="h3">
        {t('promotions.title')}
      </Title>
      <Banner promotion={banner} />
      <CategoryStrip category={category} send={send} />
      <Box component="section" aria-label={t('promotions.list', { category: categoryLabel(category) })} aria-busy={snapshot.matches('loadingPromotions')}>
        <PromotionList snapshot={snapshot} send={send} />
      </Box>
      <PromotionDetails snapshot={snapshot} send={send} />
    </Stack>
  );
}
