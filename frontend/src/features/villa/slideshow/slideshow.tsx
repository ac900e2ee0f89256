import { CompressOutlined, ExpandOutlined, LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VillaPicture } from '../../../components/villa-picture';
import { useFullscreen } from './use-fullscreen';
import { swipeDirection, useSlideshow } from './use-slideshow';
import './slideshow.css';

export const MAX_SLIDES = 50;

/** Photos with previous/next, play/pause, fullscreen, thumbnails, swipe and keys (SPEC §2). */
export function Slideshow({ images }: { images: string[] }) {
  const { t } = useTranslation('villa');
  const slides = images.slice(0, MAX_SLIDES);
  const count = slides.length;
  const { index, playing, next, previous, goTo, togglePlaying, setDragging } = useSlideshow(count);
  const rootRef = useRef<HTMLElement>(null);
  const { fullscreen, exit, toggle } = useFullscreen(rootRef);
  const dragStart = useRef<number | null>(null);

  if (count === 0) return <div className="slideshow slideshow--empty">{t('slideshow.empty')}</div>;

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys on the thumbnails' own buttons still navigate; space on a button presses it instead.
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else if (event.key === 'Escape') exit();
    else if (event.key === ' ' && event.target === event.currentTarget) togglePlaying();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX;
    setDragging(true);
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    const direction = swipeDirection(event.clientX - dragStart.current);
    dragStart.current = null;
    setDragging(false);
    if (direction === 'next') next();
    if (direction === 'previous') previous();
  };

  const counter = t('slideshow.counter', { index: index + 1, count });
  return (
    <section
      ref={rootRef}
      className={`slideshow${fullscreen ? ' is-fullscreen' : ''}`}
      aria-roledescription="carousel"
      aria-label={t('slideshow.label')}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className="slideshow__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={onPointerEnd}
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((url, i) =>
          // Only the photo shown and its neighbours are in the page, so 50 photos cost 3 downloads.
          Math.abs(i - index) <= 1 || (index === 0 && i === count - 1) || (index === count - 1 && i === 0) ? (
            <VillaPicture key={url} src={url} sizes="(min-width: 960px) 60vw, 100vw" alt={t('slideshow.counter', { index: i + 1, count })} draggable={false}
              className={`slideshow__image${i === index ? ' is-active' : ''}`} aria-hidden={i !== index} />
          ) : null,
        )}
        <span className="slideshow__counter">{counter}</span>
      </div>
      <Button className="slideshow__nav slideshow__nav--previous" shape="circle" icon={<LeftOutlined />}
        aria-label={t('slideshow.previous')} onClick={previous} />
      <Button className="slideshow__nav slideshow__nav--next" shape="circle" icon={<RightOutlined />}
        aria-label={t('slideshow.next')} onClick={next} />
      <div className="slideshow__controls">
        <Button shape="circle" icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          aria-label={playing ? t('slideshow.pause') : t('slideshow.play')} aria-pressed={playing} onClick={togglePlaying} />
        <Button shape="circle" icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
          aria-label={fullscreen ? t('slideshow.exitFullscreen') : t('slideshow.fullscreen')} onClick={toggle} />
      </div>
      <div className="slideshow__thumbs" role="group" aria-label={t('slideshow.thumbnails')}>
        {slides.map((url, i) => (
          <button key={url} type="button" className={`slideshow__thumb${i === index ? ' is-active' : ''}`}
            aria-label={t('slideshow.thumbnail', { index: i + 1 })} aria-current={i === index} onClick={() => goTo(i)}>
            <VillaPicture src={url} sizes="120px" alt="" loading="lazy" draggable={false} />
          </button>
        ))}
      </div>
    </section>
  );
}
