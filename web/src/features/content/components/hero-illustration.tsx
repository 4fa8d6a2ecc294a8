import './hero-illustration.css';

/**
 * The hero's picture of what the portal offers: a vehicle-status call and its JSON answer, with a
 * connected car. Decorative (the hero text says the same), so hidden from assistive technology.
 */
export function HeroIllustration() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__card hero-art__request">
        <div className="hero-art__bar">
          <span className="hero-art__dots">
            <i />
            <i />
            <i />
          </span>
          <span className="hero-art__file">vehicle-status.http</span>
        </div>
        <pre className="hero-art__code">
          <span className="tok-method">GET</span> <span className="tok-path">/v2/vehicles/</span>
          <span className="tok-param">{'{vin}'}</span>
          <span className="tok-path">/status</span>
          {'\n'}
          <span className="tok-header">Host:</span> api.marque.example{'\n'}
          <span className="tok-header">Authorization:</span> Bearer eyJhbGciOi…{'\n'}
          <span className="tok-header">x-api-key:</span> ••••••••••••
        </pre>
      </div>

      <div className="hero-art__card hero-art__response">
        <div className="hero-art__status">
          <span className="hero-art__ok">200 OK</span>
          <span>application/json · 84 ms</span>
        </div>
        <pre className="hero-art__code">
          {'{\n  '}
          <span className="tok-key">&quot;vin&quot;</span>:{' '}
          <span className="tok-string">&quot;MA3EWDE1S00123456&quot;</span>
          {',\n  '}
          <span className="tok-key">&quot;odometerKm&quot;</span>:{' '}
          <span className="tok-number">18452</span>
          {',\n  '}
          <span className="tok-key">&quot;fuelLevelPct&quot;</span>:{' '}
          <span className="tok-number">64</span>
          {',\n  '}
          <span className="tok-key">&quot;doorsLocked&quot;</span>:{' '}
          <span className="tok-bool">true</span>
          {',\n  '}
          <span className="tok-key">&quot;tyresKpa&quot;</span>
          {': ['}
          <span className="tok-number">230</span>, <span className="tok-number">232</span>,{' '}
          <span className="tok-number">228</span>, <span className="tok-number">231</span>
          {']\n}'}
        </pre>
      </div>

      <svg className="hero-art__car" viewBox="0 8 220 102" focusable="false">
        <g className="hero-art__signal" fill="none" strokeLinecap="round" strokeWidth="3">
          <path d="M104.3 32.3a8 8 0 0 1 11.4 0" />
          <path d="M98.7 26.7a16 16 0 0 1 22.6 0" opacity="0.7" />
          <path d="M93 21a24 24 0 0 1 34 0" opacity="0.45" />
        </g>
        <path
          className="hero-art__body"
          d="M14 88c0-10 6-16 20-18l36-4 22-16c4-3 9-4 14-4h38c7 0 12 3 16 7l16 14c14 2 22 7 22 15v6c0 2-2 4-4 4H18c-2 0-4-2-4-4z"
        />
        <path className="hero-art__glass" d="M76 66l18-13c3-2 6-3 10-3h18v16z" />
        <path className="hero-art__glass" d="M126 50h17c5 0 9 2 12 5l12 11h-41z" />
        <rect className="hero-art__lamp" x="192" y="76" width="10" height="5" rx="2.5" />
        <g className="hero-art__wheel">
          <circle cx="56" cy="94" r="13" />
          <circle cx="164" cy="94" r="13" />
        </g>
        <g className="hero-art__hub">
          <circle cx="56" cy="94" r="5" />
          <circle cx="164" cy="94" r="5" />
        </g>
      </svg>
    </div>
  );
}
