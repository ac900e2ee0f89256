import {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  DashboardOutlined,
  IdcardOutlined,
  HomeOutlined,
  KeyOutlined,
  LineChartOutlined,
  LogoutOutlined,
  MenuOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Flex, Grid, Layout, Menu, Spin, Typography, theme } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ThemeToggle } from '../../theme';
import { selectAdminUser, useAdminLogoutMutation, useAdminSession, adminPaths, LanguageSwitch } from '../../admin-shared';

const MENU = [
  { key: adminPaths.dashboard, icon: <DashboardOutlined />, label: 'menu.dashboard' },
  { key: adminPaths.bookings, icon: <CalendarOutlined />, label: 'menu.bookings' },
  { key: adminPaths.villa, icon: <HomeOutlined />, label: 'menu.villa' },
  { key: adminPaths.bank, icon: <BankOutlined />, label: 'menu.bank' },
  { key: adminPaths.users, icon: <TeamOutlined />, label: 'menu.users' },
  { key: adminPaths.reports, icon: <LineChartOutlined />, label: 'menuMore.reports' },
  { key: adminPaths.guestPortal, icon: <KeyOutlined />, label: 'menuMore.guestPortal' },
  { key: adminPaths.tm30, icon: <IdcardOutlined />, label: 'menu.tm30' },
  { key: adminPaths.reviews, icon: <StarOutlined />, label: 'menu.reviews' },
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
  // A phone gets the menu in a drawer over the page: a sider beside it would push the page off-screen.
  const screens = Grid.useBreakpoint();
  const phone = !!screens.xs && !screens.md;
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  // The server revokes the token first; signing out here happens even if that call fails.
  const logout = async () => {
    await serverLogout().catch(() => undefined);
    signOut();
    navigate(adminPaths.login, { replace: true });
  };

  const menu = (
    <nav aria-label={t('layout.navigation')}>
      <Menu
        style={{ borderInlineEnd: 'none' }}
        mode="inline"
        selectedKeys={selectedKeys(location.pathname)}
        items={MENU.map((item) => ({ key: item.key, icon: item.icon, label: <Link to={item.key}>{t(item.label)}</Link> }))}
      />
    </nav>
  );
  const brand = <Typography.Text strong>{collapsed && !phone ? 'BT' : t('layout.brand')}</Typography.Text>;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? (
        <Drawer placement="left" size={260} open={drawerOpen} onClose={() => setDrawerOpen(false)} title={brand} styles={{ body: { padding: 0 } }}>
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          theme="light"
          // Wide enough for the longest Thai item ("บันทึกการเปลี่ยนแปลง") without an ellipsis.
          width={232}
          // The border runs the whole height of the page, not only as far as the menu does.
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Flex align="center" justify="center" style={{ height: 64 }}>
            {brand}
          </Flex>
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header style={{ background: token.colorBgContainer, paddingInline: phone ? 12 : 16, height: 'auto', minHeight: 64, lineHeight: 'normal' }}>
          <Flex align="center" justify="flex-end" gap={phone ? 8 : 12} style={{ minHeight: 64, paddingBlock: 8 }}>
            {phone && <Button icon={<MenuOutlined />} aria-label={t('layout.navigation')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} style={{ marginInlineEnd: 'auto' }} />}
            <LanguageSwitch />
            <ThemeToggle />
            {/* On a phone the name is left out and the links are icons, so the header keeps to one line. */}
            {user && !phone && <Typography.Text>{user.name || user.email}</Typography.Text>}
            <Link to={adminPaths.password} aria-label={phone ? t('password.title') : undefined} style={{ whiteSpace: 'nowrap' }}>
              <KeyOutlined /> {!phone && t('password.title')}
            </Link>
            <Button icon={<LogoutOutlined />} aria-label={phone ? t('layout.logout') : undefined} onClick={logout} loading={loggingOut.isLoading}>
              {!phone && t('layout.logout')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ margin: phone ? 12 : 24, minWidth: 0 }}>
          <Suspense fallback={<Spin size="large" description={t('common.loading')}><div style={{ minHeight: 200 }} /></Spin>}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
