import type { ReactNode } from 'react';
import { Link } from 'react-router';
import section from './home-section.module.css';

/** A card of the home page: its title (`id` names the section by it) and the link to all of it at the right. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className={section.card} aria-labelledby={id}>
      <header className={section.head}>
        <h2 id={id} className={section.title}>
          {title}
        </h2>
        <Link className={section.more} to={more.to}>
          {more.text}
        </Link>
      </header>
      {children}
    </section>
  );
}
