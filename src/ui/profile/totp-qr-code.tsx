import { useEffect, useState, type ReactElement } from 'react';

/** The otpauth URI as a QR code image; the QR library loads only when one is shown. */
export function TotpQrCode({ uri }: { uri: string }): ReactElement {
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img className="totp-qr" src={src} width={192} height={192} alt="QR code for your authenticator app" />
  ) : (
    <p className="totp-qr" role="status">
      Drawing the QR code…
    </p>
  );
}
