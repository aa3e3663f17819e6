import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { siteConfig } from '../../../config';
import { t } from '../../../i18n';

export default function AppDownloadPage() {
  return (
    <Paper p="xl" withBorder maw={560} mx="auto" mt="xl">
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {t('page.appDownload')}
        </Title>
        <Text>{t('appDownload.body')}</Text>
        <Anchor href={siteConfig.appDownloadUrl} download>
          {t('appDownload.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
