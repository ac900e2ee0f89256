import { loadConfig } from '../../../infrastructure/config/app-config';
import { random, slipImage, slipPayload } from '../../../../test/booking/support/slip-corpus';
import { SlipDecodePool } from './slip-decode.pool';

const FLAT = { rotation: 0, quality: 85, blur: 0, perspective: 0, qrShare: 0.22, width: 720 };
const poolWith = (env: Record<string, string>) => new SlipDecodePool(loadConfig({ NODE_ENV: 'test', ...env }));

describe('SlipDecodePool (real worker threads)', () => {
  let pool: SlipDecodePool | undefined;
  afterEach(() => pool?.onModuleDestroy());

  it('decodes a slip in a worker and answers its check', async () => {
    pool = poolWith({ SLIP_CHECK_BUDGET_MS: '60000' });
    const image = await slipImage(slipPayload('004', '015123POOL000001'), FLAT, random(1));
    expect(await pool.decode(image)).toEqual({ check: { qr: { sendingBank: '004', transRef: '015123POOL000001' } } });
  });

  it('answers busy at once when the queue is full, and decodes the ones it took', async () => {
    pool = poolWith({ SLIP_CHECK_WORKERS: '1', SLIP_CHECK_QUEUE: '1', SLIP_CHECK_BUDGET_MS: '60000' });
    const images = await Promise.all([1, 2, 3].map((i) => slipImage(slipPayload('014', `015123QUEUE00000${i}`), FLAT, random(i))));
    const [first, second, third] = await Promise.all(images.map((image) => pool!.decode(image)));
    expect(third).toEqual({ busy: true });
    expect([first, second]).toEqual([
      { check: { qr: { sendingBank: '014', transRef: '015123QUEUE000001' } } },
      { check: { qr: { sendingBank: '014', transRef: '015123QUEUE000002' } } },
    ]);
  });

  it('answers busy when a check runs over its budget, and a new worker takes the next one', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SLIP_CHECK_WORKERS: '1', SLIP_CHECK_BUDGET_MS: '1' });
    pool = new SlipDecodePool(config);
    const image = await slipImage(slipPayload('004', '015123BUDGET0001'), FLAT, random(4));
    expect(await pool.decode(image)).toEqual({ busy: true });
    config.slipCheckBudgetMs = 60_000;
    expect(await pool.decode(image)).toMatchObject({ check: { qr: { transRef: '015123BUDGET0001' } } });
  });

  it('answers the decoder error for a file that is no image', async () => {
    pool = poolWith({ SLIP_CHECK_BUDGET_MS: '60000' });
    expect(await pool.decode(Buffer.from('not an image'))).toMatchObject({ error: expect.any(String) });
  });
});
