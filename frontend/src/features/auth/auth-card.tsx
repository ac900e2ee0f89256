import { Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ThemeToggle } from '../theme';
import { LanguageSwitch } from '../admin-shared';

/** The centred card both public admin pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        {/* The switches wrap above a title too long to share their line (Thai, on a phone). */}
        <Flex justify="space-between" align="center" wrap="wrap-reverse" gap="8px 12px" style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Space style={{ marginInlineStart: 'auto' }}>
            <LanguageSwitch />
            <ThemeToggle />
          </Space>
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}
