const blocks = [
  {
    title: 'Quick integration',
    text: 'Clear documentation, sample responses and code snippets take you from first call to working code fast.',
  },
  {
    title: 'Self-service',
    text: 'Create applications, subscribe to services and get sandbox keys without waiting for anyone.',
  },
  {
    title: 'Open standards',
    text: 'REST and JSON described in OpenAPI, secured with OAuth 2.0 tokens and API keys.',
  },
  {
    title: 'Security',
    text: 'Every call is authenticated, rate-limited per usage plan and production access is approved.',
  },
] as const;

/** The four value blocks of the home page (spec §1). */
export function ValueBlocks() {
  return (
    <section
      className="value-blocks container"
      aria-labelledby="value-title"
      data-tour="home-value-blocks"
    >
      <h2 id="value-title">Why build on Marque</h2>
      <ul className="card-grid">
        {blocks.map((block, index) => (
          <li key={block.title} className="card value-card">
            <span className="value-card__number" aria-hidden="true">
              0{index + 1}
            </span>
            <h3>{block.title}</h3>
            <p>{block.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
