import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ClipboardList, Download, FileText, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';

import { appRoutes } from '@/shared/config';
import type { MessageDescriptor } from '@/shared/i18n';
import { Card } from '@/shared/ui/card';
import { Link } from '@/shared/ui/link';

import * as styles from './QuickLinks.css';

interface QuickLink {
  href: string;
  label: MessageDescriptor;
  icon: ReactNode;
}

const CREATE_SURVEY: QuickLink = { href: appRoutes.createSurvey, label: msg`Create New Survey`, icon: <SquarePlus size={18} /> };

const FOR_EVERYONE: readonly QuickLink[] = [
  { href: appRoutes.surveys, label: msg`View All Surveys`, icon: <ClipboardList size={18} /> },
  { href: appRoutes.rawData, label: msg`Export Raw Data`, icon: <Download size={18} /> },
  { href: appRoutes.reports, label: msg`View Reports`, icon: <FileText size={18} /> },
];

export interface QuickLinksProps {
  /** Spec section 6: only users who may create surveys get the Create link. */
  canCreateSurvey: boolean;
}

export function QuickLinks({ canCreateSurvey }: QuickLinksProps) {
  const { t, i18n } = useLingui();
  const links = canCreateSurvey ? [CREATE_SURVEY, ...FOR_EVERYONE] : FOR_EVERYONE;
  return (
    <Card as="section" title={t`Quick Links`} headingLevel={2}>
      <ul className={styles.quickLinks}>
        {links.map((link) => (
          <li key={link.href} className={styles.quickLink}>
            <span className={styles.quickLinkIcon} aria-hidden="true">
              {link.icon}
            </span>
            <Link href={link.href}>{i18n._(link.label)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
