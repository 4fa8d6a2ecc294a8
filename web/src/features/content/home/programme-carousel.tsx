import { Link } from 'react-router-dom';
import { Carousel } from '../trending/carousel';
import { programmeSlides } from './programme-slides';
import './home-sections.css';

/** The home page's carousel (spec §1, §9): the API programme, 3 in view, moving by 2 every 3 s. */
export function ProgrammeCarousel() {
  return (
    <div className="programme container">
      <h2 id="programme-title">The Marque API programme</h2>
      <Carousel
        label="Programme highlights"
        slides={programmeSlides.map((slide) => ({
          key: slide.id,
          content: (
            <article className="card programme-card">
              <p className="programme-card__eyebrow">{slide.eyebrow}</p>
              <h3>{slide.title}</h3>
              <p>{slide.text}</p>
              <Link className="programme-card__link" to={slide.link.to}>
                {slide.link.label}
              </Link>
            </article>
          ),
        }))}
      />
    </div>
  );
}
