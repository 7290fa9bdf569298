//
//  GridViewController.swift
//  Kitchen
//

import UIKit

class GridViewController: UICollectionViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Grid: \(#function)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Grid: \(#function)")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        12
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}
