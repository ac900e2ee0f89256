import { BookOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { HouseManualSectionDto } from '@baan-talay/contracts';
import { Button, Card, Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized';

/** The owner's house manual, section by section in their order; a section's map link opens the map. */
export function HouseManual({ sections }: { sections: HouseManualSectionDto[] }) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'th';
  if (sections.length === 0) return null;
  return (
    <Card title={<><BookOutlined /> {t('portal.manual.title')}</>} className="guest-portal__card">
      <Collapse
        defaultActiveKey={sections.slice(0, 1).map((section) => section.id)}
        items={sections.map((section) => ({
          key: section.id,
          label: pickLocalized(section.title, language),
          children: (
            <>
              <p className="guest-portal__text">{pickLocalized(section.body, language)}</p>
              {section.mapUrl && (
                <Button href={section.mapUrl} target="_blank" rel="noreferrer" icon={<EnvironmentOutlined />}>{t('portal.manual.map')}</Button>
              )}
            </>
          ),
        }))}
      />
    </Card>
  );
}
