import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftIcon, RightIcon } from '../../../components/icons';
import { CompressIcon, ExpandIcon, PauseIcon, PlayIcon } from '../../../components/panel-icons';
import { VillaPicture } from '../../../components/villa-picture';
import { useFullscreen } from './use-fullscreen';
import { swipeDirection, useSlideshow } from './use-slideshow';
import './slideshow.css';

export const MAX_SLIDES = 50;
const ROUND = 'bt-button bt-button--circle slideshow__button';

/**
 * Photos with previous/next, play/pause, fullscreen, thumbnails, swipe and keys (SPEC §2). Drawn
 * without antd (its buttons' look in CSS): the landing page's first tab then needs no antd at all.
 */
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
      <button type="button" className={`${ROUND} slideshow__nav slideshow__nav--previous`} aria-label={t('slideshow.previous')} onClick={previous}>
        <LeftIcon />
      </button>
      <button type="button" className={`${ROUND} slideshow__nav slideshow__nav--next`} aria-label={t('slideshow.next')} onClick={next}>
        <RightIcon />
      </button>
      <div className="slideshow__controls">
        <button type="button" className={ROUND} aria-label={playing ? t('slideshow.pause') : t('slideshow.play')} aria-pressed={playing} onClick={togglePlaying}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={ROUND} aria-label={fullscreen ? t('slideshow.exitFullscreen') : t('slideshow.fullscreen')} onClick={toggle}>
          {fullscreen ? <CompressIcon /> : <ExpandIcon />}
        </button>
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
