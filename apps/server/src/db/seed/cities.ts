// Indian cities for the demo listings: real centre coordinates, localities, PIN ranges, price
// levels (rupees per sq ft for residential sale, lakh per acre for farmland, around 2025) and
// natural-hazard levels (seismic zone per IS 1893, flood and cyclone exposure).
import type { RiskLevel } from '@vishwas/domain'

export type City = {
  name: string
  state: string
  latitude: number
  longitude: number
  /** Where the plot grid starts, when the centre is on the water's edge. */
  anchor?: { latitude: number; longitude: number }
  /** Share of listings, relative to the other cities. */
  weight: number
  residentialRate: number
  farmlandLakhPerAcre: number
  pin: readonly [number, number]
  localities: readonly string[]
  hasMetro: boolean
  risk: { earthquake: RiskLevel; flood: RiskLevel; hurricane: RiskLevel; landslide: RiskLevel }
}

const r = (earthquake: RiskLevel, flood: RiskLevel, hurricane: RiskLevel, landslide: RiskLevel): City['risk'] => ({ earthquake, flood, hurricane, landslide })

export const cities: readonly City[] = [
  {
    name: 'Mohali', state: 'Punjab', latitude: 30.7046, longitude: 76.7179, anchor: { latitude: 30.6829, longitude: 76.7009 }, weight: 6,
    residentialRate: 6500, farmlandLakhPerAcre: 150, pin: [160055, 160071], hasMetro: false, risk: r('high', 'low', 'low', 'low'),
    localities: ['Sector 70', 'Sector 66', 'Aerocity', 'IT City', 'Sector 82', 'Phase 7', 'Phase 3B2', 'Sector 88', 'Sector 115', 'Kharar Road'],
  },
  {
    name: 'Chandigarh', state: 'Chandigarh', latitude: 30.7333, longitude: 76.7794, anchor: { latitude: 30.7415, longitude: 76.8012 }, weight: 5,
    residentialRate: 10000, farmlandLakhPerAcre: 200, pin: [160001, 160047], hasMetro: false, risk: r('high', 'low', 'low', 'low'),
    localities: ['Sector 8', 'Sector 9', 'Sector 17', 'Sector 22', 'Sector 35', 'Sector 43', 'Sector 44', 'Manimajra'],
  },
  {
    name: 'Ludhiana', state: 'Punjab', latitude: 30.901, longitude: 75.8573, weight: 4,
    residentialRate: 5000, farmlandLakhPerAcre: 80, pin: [141001, 141013], hasMetro: false, risk: r('high', 'medium', 'low', 'low'),
    localities: ['Sarabha Nagar', 'Model Town', 'BRS Nagar', 'Pakhowal Road', 'Dugri', 'Civil Lines', 'Ferozepur Road'],
  },
  {
    name: 'Amritsar', state: 'Punjab', latitude: 31.634, longitude: 74.8723, weight: 3,
    residentialRate: 4500, farmlandLakhPerAcre: 60, pin: [143001, 143008], hasMetro: false, risk: r('high', 'low', 'low', 'low'),
    localities: ['Ranjit Avenue', 'Lawrence Road', 'Green Avenue', 'Majitha Road', 'GT Road', 'Civil Lines'],
  },
  {
    name: 'Jalandhar', state: 'Punjab', latitude: 31.326, longitude: 75.5762, weight: 3,
    residentialRate: 4200, farmlandLakhPerAcre: 60, pin: [144001, 144012], hasMetro: false, risk: r('high', 'low', 'low', 'low'),
    localities: ['Model Town', 'Urban Estate Phase 2', 'Defence Colony', 'Civil Lines', 'Rama Mandi', 'Basti Sheikh'],
  },
  {
    name: 'Delhi', state: 'Delhi', latitude: 28.6139, longitude: 77.209, weight: 9,
    residentialRate: 16000, farmlandLakhPerAcre: 300, pin: [110001, 110096], hasMetro: true, risk: r('high', 'medium', 'low', 'low'),
    localities: ['Dwarka', 'Rohini', 'Vasant Kunj', 'Saket', 'Lajpat Nagar', 'Mayur Vihar', 'Janakpuri', 'Greater Kailash'],
  },
  {
    name: 'Gurugram', state: 'Haryana', latitude: 28.4595, longitude: 77.0266, weight: 6,
    residentialRate: 13000, farmlandLakhPerAcre: 250, pin: [122001, 122018], hasMetro: true, risk: r('high', 'medium', 'low', 'low'),
    localities: ['DLF Phase 5', 'Sector 56', 'Golf Course Road', 'Sohna Road', 'Sector 82', 'MG Road', 'South City 1'],
  },
  {
    name: 'Noida', state: 'Uttar Pradesh', latitude: 28.5355, longitude: 77.391, weight: 5,
    residentialRate: 8500, farmlandLakhPerAcre: 150, pin: [201301, 201310], hasMetro: true, risk: r('high', 'medium', 'low', 'low'),
    localities: ['Sector 62', 'Sector 137', 'Sector 150', 'Sector 75', 'Sector 18', 'Sector 50'],
  },
  {
    name: 'Mumbai', state: 'Maharashtra', latitude: 19.076, longitude: 72.8777, anchor: { latitude: 19.1136, longitude: 72.8897 }, weight: 9,
    residentialRate: 28000, farmlandLakhPerAcre: 200, pin: [400001, 400104], hasMetro: true, risk: r('medium', 'high', 'medium', 'medium'),
    localities: ['Andheri East', 'Powai', 'Bandra West', 'Goregaon', 'Malad', 'Chembur', 'Borivali', 'Worli'],
  },
  {
    name: 'Pune', state: 'Maharashtra', latitude: 18.5204, longitude: 73.8567, weight: 7,
    residentialRate: 9000, farmlandLakhPerAcre: 100, pin: [411001, 411062], hasMetro: true, risk: r('medium', 'medium', 'low', 'low'),
    localities: ['Hinjewadi', 'Baner', 'Wakad', 'Kharadi', 'Viman Nagar', 'Kothrud', 'Hadapsar', 'Aundh'],
  },
  {
    name: 'Bengaluru', state: 'Karnataka', latitude: 12.9716, longitude: 77.5946, weight: 9,
    residentialRate: 9500, farmlandLakhPerAcre: 150, pin: [560001, 560103], hasMetro: true, risk: r('low', 'medium', 'low', 'low'),
    localities: ['Whitefield', 'Koramangala', 'HSR Layout', 'Indiranagar', 'Electronic City', 'Sarjapur Road', 'Hebbal', 'JP Nagar'],
  },
  {
    name: 'Hyderabad', state: 'Telangana', latitude: 17.385, longitude: 78.4867, weight: 7,
    residentialRate: 8000, farmlandLakhPerAcre: 100, pin: [500001, 500096], hasMetro: true, risk: r('low', 'medium', 'low', 'low'),
    localities: ['Gachibowli', 'Madhapur', 'Kondapur', 'Banjara Hills', 'Jubilee Hills', 'Kukatpally', 'Miyapur'],
  },
  {
    name: 'Chennai', state: 'Tamil Nadu', latitude: 13.0827, longitude: 80.2707, anchor: { latitude: 13.0604, longitude: 80.2121 }, weight: 6,
    residentialRate: 8000, farmlandLakhPerAcre: 100, pin: [600001, 600119], hasMetro: true, risk: r('medium', 'high', 'high', 'low'),
    localities: ['Anna Nagar', 'Velachery', 'OMR', 'Adyar', 'T. Nagar', 'Porur', 'Tambaram'],
  },
  {
    name: 'Kolkata', state: 'West Bengal', latitude: 22.5726, longitude: 88.3639, anchor: { latitude: 22.5804, longitude: 88.4172 }, weight: 5,
    residentialRate: 6500, farmlandLakhPerAcre: 60, pin: [700001, 700160], hasMetro: true, risk: r('medium', 'high', 'medium', 'low'),
    localities: ['Salt Lake', 'New Town', 'Ballygunge', 'Behala', 'Rajarhat', 'Alipore', 'Tollygunge'],
  },
  {
    name: 'Ahmedabad', state: 'Gujarat', latitude: 23.0225, longitude: 72.5714, weight: 5,
    residentialRate: 6000, farmlandLakhPerAcre: 80, pin: [380001, 380061], hasMetro: true, risk: r('medium', 'medium', 'low', 'low'),
    localities: ['Satellite', 'Bopal', 'Prahlad Nagar', 'Vastrapur', 'SG Highway', 'Gota', 'Maninagar'],
  },
  {
    name: 'Jaipur', state: 'Rajasthan', latitude: 26.9124, longitude: 75.7873, weight: 4,
    residentialRate: 5200, farmlandLakhPerAcre: 50, pin: [302001, 302039], hasMetro: true, risk: r('low', 'low', 'low', 'low'),
    localities: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'C-Scheme', 'Jagatpura', 'Ajmer Road'],
  },
  {
    name: 'Lucknow', state: 'Uttar Pradesh', latitude: 26.8467, longitude: 80.9462, weight: 3,
    residentialRate: 5500, farmlandLakhPerAcre: 50, pin: [226001, 226030], hasMetro: true, risk: r('medium', 'medium', 'low', 'low'),
    localities: ['Gomti Nagar', 'Hazratganj', 'Aliganj', 'Indira Nagar', 'Sushant Golf City', 'Jankipuram'],
  },
  {
    name: 'Kochi', state: 'Kerala', latitude: 9.9312, longitude: 76.2673, anchor: { latitude: 10.0159, longitude: 76.3419 }, weight: 3,
    residentialRate: 6000, farmlandLakhPerAcre: 80, pin: [682001, 682040], hasMetro: true, risk: r('medium', 'high', 'low', 'medium'),
    localities: ['Kakkanad', 'Edappally', 'Kaloor', 'Vyttila', 'Panampilly Nagar', 'Aluva'],
  },
  {
    name: 'Indore', state: 'Madhya Pradesh', latitude: 22.7196, longitude: 75.8577, weight: 3,
    residentialRate: 5000, farmlandLakhPerAcre: 50, pin: [452001, 452020], hasMetro: true, risk: r('low', 'low', 'low', 'low'),
    localities: ['Vijay Nagar', 'Palasia', 'Rau', 'Nipania', 'Bhawarkua', 'Super Corridor'],
  },
  {
    name: 'Bhopal', state: 'Madhya Pradesh', latitude: 23.2599, longitude: 77.4126, weight: 2,
    residentialRate: 4200, farmlandLakhPerAcre: 40, pin: [462001, 462047], hasMetro: true, risk: r('low', 'low', 'low', 'low'),
    localities: ['Arera Colony', 'Kolar Road', 'Hoshangabad Road', 'MP Nagar', 'Bawadia Kalan', 'Shahpura'],
  },
]
