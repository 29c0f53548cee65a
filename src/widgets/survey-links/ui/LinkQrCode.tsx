import { Trans, useLingui } from '@lingui/react/macro';
import { Download, QrCode } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

import { saveBlob } from '@/shared/lib/download';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogTrigger } from '@/shared/ui/dialog';
import { IconButton } from '@/shared/ui/icon-button';
import { Inline, Stack } from '@/shared/ui/layout';
import { Text } from '@/shared/ui/text';

import * as styles from './SurveyLinkRow.css';

export interface LinkQrCodeProps {
  url: string;
  /** Names the code for people and for the downloaded files, e.g. 'MX es-MX channel 1'. */
  name: string;
  fileStem: string;
}

/** Printable at store size: 1024 px and the error correction that survives a crease or a smudge. */
const PNG_OPTIONS = { width: 1024, margin: 2, errorCorrectionLevel: 'Q' } as const;

/** A base64 PNG data URL as a Blob, decoded here rather than fetched (the page's CSP need not allow data: fetches). */
function pngBlob(dataUrl: string): Blob {
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** A link's QR code in a dialog, with SVG and PNG downloads for printing at stores. */
export function LinkQrCode({ url, name, fileStem }: LinkQrCodeProps) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <IconButton label={t`QR code for ${name}`} variant="ghost" size="sm">
        <QrCode size={16} aria-hidden />
      </IconButton>
      <Dialog title={t`QR Code`} description={name} size="sm">
        <QrCodeBody url={url} fileStem={fileStem} />
      </Dialog>
    </DialogTrigger>
  );
}

function QrCodeBody({ url, fileStem }: { url: string; fileStem: string }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    void QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'Q' }).then((markup) => {
      if (!cancelled) setSvg(markup);
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  const svgDataUrl = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined;
  return (
    <Stack gap="md" alignItems="center">
      {svgDataUrl ? (
        <img src={svgDataUrl} alt={t`QR code for ${url}`} className={styles.qrImage} />
      ) : (
        <Text size="sm">
          <Trans>Drawing the code...</Trans>
        </Text>
      )}
      <Text size="sm" tone="muted">
        {url}
      </Text>
      <Inline gap="sm">
        <Button
          variant="secondary"
          icon={<Download size={16} aria-hidden />}
          isDisabled={!svg}
          onPress={() => {
            if (svg) saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `${fileStem}.svg`);
          }}
        >
          <Trans>Download SVG</Trans>
        </Button>
        <Button
          variant="secondary"
          icon={<Download size={16} aria-hidden />}
          onPress={() => {
            void QRCode.toDataURL(url, PNG_OPTIONS).then((dataUrl) => {
              saveBlob(pngBlob(dataUrl), `${fileStem}.png`);
            });
          }}
        >
          <Trans>Download PNG</Trans>
        </Button>
      </Inline>
    </Stack>
  );
}
