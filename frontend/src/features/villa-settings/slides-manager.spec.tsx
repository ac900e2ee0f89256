import { callsTo, mockApi, type ApiCall } from '../../testing/http';
import { screen, waitFor, within } from '@testing-library/react';
import { adminVilla } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { user } from '../../testing/user';
import { SlidesManager } from './slides-manager';

const u = user();
const MB5 = 5_242_880;

function image(name: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

function images(count: number, prefix = 'photo'): File[] {
  return Array.from({ length: count }, (_, i) => image(`${prefix}-${i + 1}.jpg`));
}

async function sentFiles(call: ApiCall): Promise<string[]> {
  const form = await call.request.formData();
  return form.getAll('slideImages').map((file) => (file as File).name);
}

function renderSlides() {
  const view = renderAdminUi(<SlidesManager slides={[]} />);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, input };
}

describe('slide uploads', () => {
  it("refuses a file over 5 MB before any upload with 'File {name} exceeds 5MB limit'", async () => {
    const http = mockApi({});
    const { input } = renderSlides();

    await u.upload(input, [image('sunset.jpg', MB5 + 1), image('exactly-5mb.jpg', MB5), image('pool.jpg')]);

    expect(await screen.findByText('File sunset.jpg exceeds 5MB limit')).toBeInTheDocument();
    expect(screen.queryByText('File exactly-5mb.jpg exceeds 5MB limit')).not.toBeInTheDocument();
    expect(screen.getByText('2 images ready to upload')).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('sends 5 files per call, one call after another, with a progress bar', async () => {
    const http = mockApi({ 'POST /api/admin/villa/slides': { status: 201, body: adminVilla() } });
    const { input } = renderSlides();
    await u.upload(input, images(12));
    await u.click(await screen.findByRole('button', { name: 'Upload 12 images' }));

    expect(await screen.findByText('12 images uploaded')).toBeInTheDocument();
    const posts = callsTo(http.calls, 'POST /api/admin/villa/slides');
    expect(posts).toHaveLength(3);
    expect(await sentFiles(posts[0])).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg', 'photo-4.jpg', 'photo-5.jpg']);
    expect(await sentFiles(posts[1])).toEqual(['photo-6.jpg', 'photo-7.jpg', 'photo-8.jpg', 'photo-9.jpg', 'photo-10.jpg']);
    expect(await sentFiles(posts[2])).toEqual(['photo-11.jpg', 'photo-12.jpg']);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('reports a failed batch, stops there, and keeps the files not sent for a retry', async () => {
    let batch = 0;
    const http = mockApi({
      'POST /api/admin/villa/slides': () => {
        batch += 1;
        return batch === 2
          ? { status: 400, body: { statusCode: 400, message: 'photo-7.jpg is not a JPG, PNG or WebP image', error: 'Bad Request' } }
          : { status: 201, body: adminVilla() };
      },
    });
    const { input, container } = renderSlides();
    await u.upload(input, images(12));
    await u.click(await screen.findByRole('button', { name: 'Upload 12 images' }));

    // The manager's own alert (the toast saying the same is another alert, elsewhere on the page).
    const alert = await within(container).findByRole('alert');
    expect(alert).toHaveTextContent('Upload batch 2 of 3 failed');
    expect(alert).toHaveTextContent('photo-7.jpg is not a JPG, PNG or WebP image');
    expect(alert).toHaveTextContent('7 images are still waiting to be uploaded');
    expect(callsTo(http.calls, 'POST /api/admin/villa/slides')).toHaveLength(2);
    expect(screen.getByText('7 images ready to upload')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '33');

    await u.click(screen.getByRole('button', { name: 'Upload 7 images' }));
    await waitFor(() => expect(callsTo(http.calls, 'POST /api/admin/villa/slides')).toHaveLength(4));
    expect(await sentFiles(callsTo(http.calls, 'POST /api/admin/villa/slides')[2])).toEqual([
      'photo-6.jpg', 'photo-7.jpg', 'photo-8.jpg', 'photo-9.jpg', 'photo-10.jpg',
    ]);
  });

  it('never lets the villa go past 50 images', async () => {
    const http = mockApi({});
    const slides = Array.from({ length: 48 }, (_, i) => ({ id: `s${i}`, url: `/uploads/s${i}.webp` }));
    const view = renderAdminUi(<SlidesManager slides={slides} />);
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await u.upload(input, images(3));
    await u.click(await screen.findByRole('button', { name: 'Upload 3 images' }));

    expect(await screen.findByText('A villa can have at most 50 images; 2 more can be added')).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });
});
