export function IpMap({ geodata }) {
  return (
    <iframe
      width="100%"
      height="450"
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      // ok: secrets.gcp-api-key
      src={`https://www.google.com/maps/embed/v1/place?key=AIzaSyAxp7Zvxi5FnTJJHwCnUR-OcZ-E1H2-gf4&q=${geodata.lat},${geodata.lon}&zoom=14`}
    />
  );
}

export const loadMaps = () => {
  const script = document.createElement('script');
  // ok: secrets.gcp-api-key
  script.src = 'https://maps.googleapis.com/maps/api/js?libraries=places&key=AIzaSyC4r8Zvxi5FnTJJHwCnUR-OcZ-E1H2-Qx7';
  document.head.appendChild(script);
};

// ruleid: secrets.gcp-api-key
export const TRANSLATE_KEY = 'AIzaSyD9k2Lm4Nq7Rs1Tv3Wx5Yz8Ab0Cd2Ef4Gh';
