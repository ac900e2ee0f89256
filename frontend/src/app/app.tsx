import { ConfigProvider, Typography } from 'antd';

export function App() {
  return (
    <ConfigProvider>
      <Typography.Title>Baan Talay</Typography.Title>
    </ConfigProvider>
  );
}
