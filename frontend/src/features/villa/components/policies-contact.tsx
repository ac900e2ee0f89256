import type { VillaDto } from '@baan-talay/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, EnvironmentIcon, MailIcon, MessageIcon, PhoneIcon, WhatsAppIcon } from '../../../components/contact-icons';
import { pickLocalized } from '../../../lib/localized';
import { CancellationTiersText } from './cancellation-tiers';
import './policies-contact.css';

type Contact = { key: string; href: string; label: string; value: string; icon: ReactNode; external?: boolean };

/** The tap-to-contact links a villa offers, in display order; channels left empty are not shown. */
export function contactLinks(villa: VillaDto, t: (key: string) => string): Contact[] {
  const links: Contact[] = [];
  if (villa.contactPhone) {
    links.push({ key: 'phone', href: `tel:${villa.contactPhone.replace(/[^\d+]/g, '')}`, label: t('policies.phone'), value: villa.contactPhone, icon: <PhoneIcon /> });
  }
  if (villa.contactEmail) {
    links.push({ key: 'email', href: `mailto:${villa.contactEmail}`, label: t('policies.email'), value: villa.contactEmail, icon: <MailIcon /> });
  }
  if (villa.contactLineId) {
    links.push({
      key: 'line', href: `https://line.me/ti/p/~${encodeURIComponent(villa.contactLineId)}`, label: t('policies.line'), value: villa.contactLineId,
      icon: <MessageIcon />, external: true,
    });
  }
  if (villa.contactWhatsApp) {
    links.push({
      key: 'whatsapp', href: `https://wa.me/${villa.contactWhatsApp.replace(/\D/g, '')}`, label: t('policies.whatsApp'), value: `+${villa.contactWhatsApp}`,
      icon: <WhatsAppIcon />, external: true,
    });
  }
  return links;
}

/**
 * What guests look for before paying by transfer (issue 15): check-in and check-out times, house
 * rules, the cancellation policy, how to reach the owner and where the villa is. Plain HTML without
 * antd or third-party scripts, so it is part of the server-rendered first page.
 */
export function PoliciesContact({ villa }: { villa: VillaDto }) {
  const { t, i18n } = useTranslation('villa');
  const language = i18n.resolvedLanguage ?? 'th';
  const houseRules = pickLocalized(villa.houseRules, language);
  const cancellation = pickLocalized(villa.cancellationPolicy, language);
  const address = pickLocalized(villa.address, language);
  const contacts = contactLinks(villa, t);
  const hasPin = villa.mapLatitude !== null && villa.mapLongitude !== null;
  const times = [
    ['checkIn', villa.checkInTime],
    ['checkOut', villa.checkOutTime],
  ].filter(([, time]) => time);
  const tiers = villa.cancellationTiers ?? [];
  if (!times.length && !houseRules && !cancellation && !tiers.length && !contacts.length && !address && !hasPin) return null;

  return (
    <section className="policies" id="policies" aria-labelledby="policies-title">
      <h2 id="policies-title" className="tab-title">{t('policies.title')}</h2>
      {times.length > 0 && (
        <dl className="policies__times">
          {times.map(([key, time]) => (
            <div key={key} className="policies__time">
              <ClockIcon className="policies__icon" />
              <dt>{t(`policies.${key}`)}</dt>
              <dd>{t('policies.time', { time })}</dd>
            </div>
          ))}
        </dl>
      )}
      {houseRules && (
        <div className="policies__block">
          <h3>{t('policies.houseRules')}</h3>
          <p className="policies__text">{houseRules}</p>
        </div>
      )}
      {(cancellation || tiers.length > 0) && (
        <div className="policies__block">
          <h3>{t('policies.cancellation')}</h3>
          <CancellationTiersText tiers={tiers} />
          {cancellation && <p className="policies__text">{cancellation}</p>}
        </div>
      )}
      {contacts.length > 0 && (
        <div className="policies__block">
          <h3>{t('policies.contact')}</h3>
          <ul className="policies__contacts">
            {contacts.map((contact) => (
              <li key={contact.key}>
                <a className="policies__contact" href={contact.href} {...(contact.external && { target: '_blank', rel: 'noopener noreferrer' })}>
                  <span aria-hidden="true" className="policies__icon">{contact.icon}</span>
                  <span className="policies__contact-label">{contact.label}</span>
                  <span className="policies__contact-value">{contact.value}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(address || hasPin) && (
        <div className="policies__block">
          <h3>{t('policies.address')}</h3>
          {address && <address className="policies__text">{address}</address>}
          {hasPin && (
            <a className="policies__contact" target="_blank" rel="noopener noreferrer"
              href={`https://www.google.com/maps/search/?api=1&query=${villa.mapLatitude},${villa.mapLongitude}`}>
              <span aria-hidden="true" className="policies__icon"><EnvironmentIcon /></span>
              <span>{t('policies.openMap')}</span>
            </a>
          )}
        </div>
      )}
    </section>
  );
}
