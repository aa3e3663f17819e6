import { QRCodeSVG } from 'qrcode.react';
import { t } from '../../i18n';

/** Spec 2 §9: QR code size 128, error correction L. */
export const QR_SIZE = 128;
export const QR_LEVEL = 'L';

/** The QR code of the referral link; the data attributes name exactly what it encodes. */
export function ReferralQr({ link }: { link: string }) {
  return (
    <div data-testid="referral-qr" data-link={link} data-size={QR_SIZE} data-level={QR_LEVEL} style={{ background: '#fff', padding: 8, lineHeight: 0, width: 'fit-content' }}>
      <QRCodeSVG value={link} size={QR_SIZE} level={QR_LEVEL} role="img" aria-label={t('referral.qrLabel')} title={t('referral.qrLabel')} />
    </div>
  );
}
