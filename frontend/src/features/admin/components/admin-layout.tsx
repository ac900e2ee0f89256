import {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  DashboardOutlined,
  HomeOutlined,
  KeyOutlined,
  LineChartOutlined,
  LogoutOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Flex, Layout, Menu, Spin, Typography, theme } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ThemeToggle } from '../../theme';
import { selectAdminUser } from '../admin-auth-slice';
import { useAdminLogoutMutation } from '../api/auth-api';
import { useAdminSession } from '../hooks/use-admin-session';
import { adminPaths } from '../lib/admin-paths';
import { LanguageSwitch } from './language-switch';

const MENU = [
  { key: adminPaths.dashboard, icon: <DashboardOutlined />, label: 'menu.dashboard' },
  { key: adminPaths.bookings, icon: <CalendarOutlined />, label: 'menu.bookings' },
  { key: adminPaths.villa, icon: <HomeOutlined />, label: 'menu.villa' },
  { key: adminPaths.bank, icon: <BankOutlined />, label: 'menu.bank' },
  { key: adminPaths.users, icon: <TeamOutlined />, label: 'menu.users' },
  { key: adminPaths.reports, icon: <LineChartOutlined />, label: 'menuMore.reports' },
  { key: adminPaths.audit, icon: <AuditOutlined />, label: 'menu.audit' },
] as const;

/** The menu item of the page shown; none for a page the menu does not list (the password page). */
function selectedKeys(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === adminPaths.dashboard || path === `${adminPaths.dashboard}/dashboard`) return [adminPaths.dashboard];
  return MENU.filter((item) => item.key !== adminPaths.dashboard && path.startsWith(item.key)).map((item) => item.key);
}

/** The dashboard frame: a collapsible menu, a header with language, user and logout, the page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const user = useSelector(selectAdminUser);
  const { signOut } = useAdminSession();
  const [serverLogout, loggingOut] = useAdminLogoutMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // On a phone the menu folds away completely (a tab opens it) instead of eating a third of the width.
  const [narrow, setNarrow] = useState(false);

  // The server revokes the token first; signing out here happens even if that call fails.
  const logout = async () => {
    await serverLogout().catch(() => undefined);
    signOut();
    navigate(adminPaths.login, { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        onBreakpoint={(broken) => setNarrow(broken && window.innerWidth < 576)}
        collapsedWidth={narrow ? 0 : 80}
        theme="light"
        // Wide enough for the longest Thai item ("บันทึกการเปลี่ยนแปลง") without an ellipsis.
        width={232}
        // The border runs the whole height of the page, not only as far as the menu does.
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Flex align="center" justify="center" style={{ height: 64 }}>
          <Typography.Text strong>{collapsed ? 'BT' : t('layout.brand')}</Typography.Text>
        </Flex>
        <nav aria-label={t('layout.navigation')}>
          <Menu
            style={{ borderInlineEnd: 'none' }}
            mode="inline"
            selectedKeys={selectedKeys(location.pathname)}
            items={MENU.map((item) => ({ key: item.key, icon: item.icon, label: <Link to={item.key}>{t(item.label)}</Link> }))}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: token.colorBgContainer, paddingInline: 16, height: 'auto', minHeight: 64, lineHeight: 'normal' }}>
          <Flex align="center" justify="flex-end" gap={12} wrap style={{ minHeight: 64, paddingBlock: 8 }}>
            <LanguageSwitch />
            <ThemeToggle />
            {user && <Typography.Text>{user.name || user.email}</Typography.Text>}
            <Link to={adminPaths.password}>
              <KeyOutlined /> {t('password.title')}
            </Link>
            <Button icon={<LogoutOutlined />} onClick={logout} loading={loggingOut.isLoading}>
              {t('layout.logout')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ margin: narrow ? 12 : 24 }}>
          <Suspense fallback={<Spin size="large" description={t('common.loading')}><div style={{ minHeight: 200 }} /></Spin>}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
