import '@mantine/dropzone/styles.css';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { useState } from 'react';
import type { ReceiptFile, ReceiptProblem } from '../../../machines/makePayment';
import { readReceipt } from '../../edge/makePayment';
import { t } from '../../i18n';

type ReceiptDropProps = { receipt: ReceiptFile | null; problem: ReceiptProblem | null; disabled: boolean; onChoose: (receipt: ReceiptFile) => void; onReset: () => void };

const problemKey = { receiptTooLarge: 'makePayment.receipt.tooLarge', receiptNotImage: 'makePayment.receipt.notImage' } as const;

/** The receipt upload: images only, a drop area, the chosen file's name and a reset (spec 1 §2.12). */
export function ReceiptDrop({ receipt, problem, disabled, onChoose, onReset }: ReceiptDropProps) {
  const [rejected, setRejected] = useState(false);
  const error = problem ? t(problemKey[problem.code]) : rejected ? t('makePayment.receipt.rejected') : undefined;
  return (
    <Input.Wrapper label={t('makePayment.receipt.label')} error={error}>
      <Stack gap={6} mt={4}>
        <Dropzone
          accept={IMAGE_MIME_TYPE}
          multiple={false}
          disabled={disabled}
          onDrop={(files) => {
            const file = files[0];
            setRejected(false);
            if (file) void readReceipt(file).then(onChoose, () => onChoose({ name: file.name, size: file.size, data: file }));
          }}
          onReject={() => setRejected(true)}
          data-testid="receipt-drop"
        >
          <Stack gap={2} align="center" py="xs">
            <Text size="sm" ta="center">
              {t('makePayment.receipt.drop')}
            </Text>
            <Text size="xs" c="gray.3" ta="center">
              {t('makePayment.receipt.hint')}
            </Text>
          </Stack>
        </Dropzone>
        {receipt && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" data-testid="receipt-name" style={{ overflowWrap: 'anywhere' }}>
              {t('makePayment.receipt.chosen', { name: receipt.name })}
            </Text>
            <Button variant="subtle" color="gray" size="compact-sm" onClick={onReset} disabled={disabled}>
              {t('makePayment.receipt.reset')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
